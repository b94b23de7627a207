import java.util.List;
package demo;

class PackageAfterImport {
}
